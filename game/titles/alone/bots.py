"""Alone's bots: each reads only its seat's view (and the public content)."""
