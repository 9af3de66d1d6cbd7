"""Spacetable engine: pure-Python rules, geometry, saves and SVG boards for space-colony games."""

__version__ = "0.1.0"
