"""The Alone table: `table` (layout, input), `places` (which places give which command), `board`
(drawing the still picture), `maps` (where the squares of a map go), `art` (pieces and cards),
`tour` (screenshots)."""
