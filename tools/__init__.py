"""Build, serve and check tools for the Spacetable site (standard library only)."""
