"""Holdout's files: game saves, the autosave journal, campaign files, settings; never pygame.

Every write is atomic (temporary file, fsync, rename); every read is size-limited, schema-checked
and never runs code.
"""
