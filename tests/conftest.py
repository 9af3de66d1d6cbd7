"""Every built-in game's declaration is imported before any test: a game's messages are registered
with its declaration (core/declaration.py), and a test run alone must read them as in a full run."""

from pyengine.core.registry import all_metas

all_metas()
