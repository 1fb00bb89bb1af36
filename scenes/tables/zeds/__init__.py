"""The Dawn of the Zeds table: `table` (layout, input), `places` (which places give which command),
`board` (drawing the still picture), `art` (counters and cards), `tour` (screenshots)."""
