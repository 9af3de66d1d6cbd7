"""Entry point of embed.html: PyScript runs this after unpacking pyengine and spacetable_web."""

from spacetable_web.embed_app import start

start()
