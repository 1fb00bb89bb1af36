"""Widgets shared by every scene: buttons, drag and drop, hover zoom, log panel, prompt bar."""
