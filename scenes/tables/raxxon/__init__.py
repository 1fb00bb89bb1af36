"""The Raxxon table: `table` (layout, input), `places` (which places give which command),
`board` (drawing the still picture), `art` (cards and icons), `piles` (an opened pile), `tour`
(screenshots)."""
