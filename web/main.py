"""Entry point of the app page: PyScript runs this after unpacking pyengine and spacetable_web."""

from spacetable_web.app import start

start()
