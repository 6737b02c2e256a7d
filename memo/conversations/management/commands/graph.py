"""`manage.py graph`: print the stage graph as mermaid (or as a plain table)."""

from django.core.management.base import BaseCommand

from memo.conversations.pipeline import graph


class Command(BaseCommand):
    help = "Print the turn pipeline's stage graph: mermaid by default, --table for a plain listing."
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("--table", action="store_true", help="stage, default next stage, allowed jumps")

    def handle(self, *args, **opts):
        if not opts["table"]:
            self.stdout.write(graph.mermaid())
            return
        for name, node in graph.GRAPH.items():
            jumps = ", ".join(sorted(node.jumps)) or "-"
            kind = "parallel" if node.fanout else ""
            self.stdout.write(f"{name:<20} -> {node.next or '(end)':<20} jumps: {jumps:<60} {kind}")
