"""The built-in games: each package here is one game, declared in its own `__init__.py`
(`core/declaration.py`, `declare_game`). The registry finds them by scanning this folder
(pyengine/core/registry.py, `builtin_packages`): no list names them, and this package imports none.
"""
