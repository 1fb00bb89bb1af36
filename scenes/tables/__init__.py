"""The tables of the titles: one package each (layout, input, panels, art)."""
