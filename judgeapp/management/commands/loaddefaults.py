"""Load the data Instead ships with (built-in rule texts, the official releases it cites).

Safe to run any number of times: each loader changes nothing when its data is
already there.
"""

from django.core.management.base import BaseCommand

from rules.services.texts import builtin_texts_load, shipped_defaults_load


class Command(BaseCommand):
    help = "Load the built-in rule texts and examples (idempotent)."

    def handle(self, *args: object, **options: object) -> None:
        loaders: list = [builtin_texts_load, shipped_defaults_load]
        for loader in loaders:
            message = loader()
            self.stdout.write(message)
        self.stdout.write(self.style.SUCCESS("Built-in data is loaded."))
