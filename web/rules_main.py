"""Entry point of rules.html: one Python runtime for every example board on the page (rules_app)."""

from spacetable_web.rules_app import start

start()
