"""The Heredity table: `table` (layout, hooks), `places` (which places give which command), `board`
(painting), `map` (where the terrain lies), `family` (a member's panel), `art` (cards, icons,
terrain), `tour` (screenshots), `campaign` (the campaign screen between chapters)."""
