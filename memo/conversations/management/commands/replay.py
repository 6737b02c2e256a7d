"""`manage.py replay`: show past turns stage by stage, and re-run one from a checkpoint."""

import json

from django.core.management.base import BaseCommand, CommandError

from memo.conversations import replay


class Command(BaseCommand):
    help = ("Show a turn's stage timeline (by trace id), or a user's latest turns (by phone). With --from "
            "STAGE, re-run the turn from that checkpoint: --dry-run disables every side effect and shows what "
            "would differ; without it the turn really runs again (the ledger still prevents repeats).")

    def add_arguments(self, parser):
        parser.add_argument("key", help="a trace id, a phone number (E.164), or a WhatsApp business-scoped user id")
        parser.add_argument("--from", dest="stage", help="the stage to re-run from, e.g. planner")
        parser.add_argument("--dry-run", action="store_true", help="no side effects: show what would differ")
        parser.add_argument("--json", action="store_true", help="machine-readable output")
        parser.add_argument("--limit", type=int, default=10, help="how many turns to list for a phone")

    def handle(self, *args, **opts):
        try:
            turns = replay.find_turns(opts["key"], opts["limit"])
            if opts["stage"]:
                self._rerun(turns[0], opts)
            else:
                self._show(turns, opts["json"])
        except replay.ReplayError as exc:
            raise CommandError(str(exc)) from exc

    def _show(self, turns, as_json: bool) -> None:
        for turn in turns:
            rows = replay.timeline(turn)
            if as_json:
                self.stdout.write(json.dumps({"trace_id": turn.trace_id, "status": turn.status,
                                              "timeline": rows}, ensure_ascii=False))
                continue
            self.stdout.write(self.style.MIGRATE_HEADING(
                f"{turn.trace_id}  {turn.status}  {turn.started_at:%Y-%m-%d %H:%M:%S}  "
                f"\"{turn.inbound_message.text[:60]}\""))
            for r in rows:
                step = f"[{r['step']}]" if r["step"] else ""
                line = f"  {r['seq']:>3} {r['stage']}{step:<8} {r['outcome']:<7} {r['ms']:>8.2f} ms"
                line += f"  -> {r['next'] or '·'}  wrote: {', '.join(r['wrote']) or '-'}"
                self.stdout.write(line + (f"  ERROR {r['error'][:120]}" if r["error"] else ""))

    def _rerun(self, turn, opts) -> None:
        if not opts["dry_run"]:
            turn = replay.rerun(turn, opts["stage"])
            self.stdout.write(f"re-ran {turn.trace_id} from {opts['stage']}: {turn.status}")
            return
        result = replay.dry_run(turn, opts["stage"])
        if opts["json"]:
            self.stdout.write(json.dumps({"trail": [{k: v for k, v in t.items() if k != "wrote"}
                                                    for t in result.trail],
                                          "differences": result.differences}, ensure_ascii=False, default=str))
            return
        for item in result.trail:
            self.stdout.write(f"  {item['stage']:<20} {item['outcome']:<7} -> {item['next'] or '·'}")
        if not result.differences:
            self.stdout.write(self.style.SUCCESS("same result as the original run"))
        for d in result.differences:
            self.stdout.write(f"  differs at {d['stage']}: {d['what']}"
                              + (f"\n    was: {str(d.get('was'))[:200]}\n    now: {str(d.get('now'))[:200]}"
                                 if "was" in d else ""))
