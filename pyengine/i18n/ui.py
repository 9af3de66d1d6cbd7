"""Messages of the web interface (home, setup, saves, table). Keys start with "ui."."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "ui.app.title": "Spacetable",
    },
    "es": {
        "ui.app.title": "Spacetable",
    },
}
