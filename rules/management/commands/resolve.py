"""Resolve a scenario file from the command line.

python manage.py resolve case.json
python manage.py resolve case.json --procedure 2008-02-01 --choose apply:rip
python manage.py resolve case.json --explore --json
"""

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules.resolution import (
    DEFAULT_PROCEDURE,
    RequestError,
    exploration_get,
    parse_body,
    parse_request,
    resolution_get,
)


class Command(BaseCommand):
    help = (
        "Resolve a scenario (format version 1, or an example file holding one) and print "
        "the next choice or the outcome, with the trace."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="a scenario JSON file, or an example file")
        parser.add_argument(
            "--procedure",
            default=None,
            help=f"the rules release to apply (default: the file's, else {DEFAULT_PROCEDURE})",
        )
        parser.add_argument(
            "--choose",
            action="append",
            default=[],
            metavar="ID",
            help="an option id to choose; repeat in order",
        )
        parser.add_argument(
            "--explore", action="store_true", help="list every outcome and its choice paths"
        )
        parser.add_argument("--json", action="store_true", help="print the API's JSON")

    def handle(self, *args: Any, **options: Any) -> None:
        path = Path(options["file"])
        try:
            text = path.read_text(encoding="utf-8-sig")
        except OSError as exc:
            raise CommandError(f"{path}: can't read the file ({exc.strerror})") from None
        try:
            data = parse_body(text)
            payload = _payload(data, options["procedure"], options["choose"])
            request = parse_request(payload)
            answer = exploration_get(request) if options["explore"] else resolution_get(request)
        except RequestError as exc:
            lines = "\n".join(f"  {error}" for error in exc.errors)
            raise CommandError(f"{path}: can't resolve:\n{lines}") from None

        if options["json"]:
            self.stdout.write(json.dumps(answer, indent=2, ensure_ascii=False))
        elif options["explore"]:
            self._write_exploration(answer)
        else:
            self._write_resolution(answer)

    def _write_resolution(self, answer: dict[str, Any]) -> None:
        self.stdout.write(f"Procedure: {answer['procedure']}")
        for step in answer["trace"]:
            rules = ", ".join(step["rules"])
            self.stdout.write(f"{step['number']}. {step['explanation']} [{rules}]")
        if answer["status"] == "pending":
            self.stdout.write("")
            self.stdout.write(f"{answer['chooser']} chooses: {answer['question']}")
            for option in answer["options"]:
                self.stdout.write(f"  --choose {option['id']}  {option['label']}")
            for excluded in answer["excluded"]:
                self.stdout.write(f"  (not now: {excluded['label']} — {excluded['reason']})")
        else:
            self.stdout.write("")
            self.stdout.write(self.style.SUCCESS(f"Outcome: {answer['outcome']['text']}"))
            for line in answer["outcome"]["lines"]:
                self.stdout.write(f"  {line}")

    def _write_exploration(self, answer: dict[str, Any]) -> None:
        self.stdout.write(
            f"Procedure: {answer['procedure']}: {len(answer['outcomes'])} distinct outcome(s)"
        )
        for group in answer["outcomes"]:
            self.stdout.write(self.style.SUCCESS(f"- {group['outcome']['text']}"))
            for path in group["paths"]:
                self.stdout.write(f"    {' → '.join(path) if path else '(no choice)'}")
            for route in group.get("routes", ()):
                said = [_said(step) for step in route["steps"]]
                self.stdout.write(f"    read whole: {'; '.join(said) or 'nothing applies'}")


def _said(step: dict[str, Any]) -> str:
    """A route's step in a few words: who chose what, or what was applied and why."""
    rules = ", ".join(step["rules"])
    if step["kind"] == "choice":
        return f"{step['chooser']} chose {step['chosen']} ({step['effect'] or 'a mode'}) [{rules}]"
    return f"{step['kind']}: {step['effect'] or step['explanation']} [{rules}]"


def _payload(data: Any, procedure: str | None, choices: list[str]) -> Any:
    """The API request for ``data``: a scenario, or an example file that holds one."""
    if isinstance(data, dict) and isinstance(data.get("scenario"), dict):
        scenario = data["scenario"]
        default = data.get("procedure") if isinstance(data.get("procedure"), str) else None
    else:
        scenario, default = data, None
    return {
        "scenario": scenario,
        "procedure": procedure or default or DEFAULT_PROCEDURE,
        "choices": choices,
    }
