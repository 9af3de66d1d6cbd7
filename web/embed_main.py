"""Entry point of embed.html: PyScript runs this after unpacking the embed zip (embed.toml).

The build puts in that zip only the modules this file imports, directly or not (tools/build.py).
"""

from spacetable_web.embed_app import start

start()
