"""Spacetable's browser interface: storage, screens and the controller (pure) plus app.py (browser glue)."""
