"""The executed-operations ledger: the executor's guard against doing anything twice."""

from django.db import models


class ExecutedOperation(models.Model):
    """One side effect claimed by the executor, keyed `trace_id:step_id` (seed 004).

    The row is claimed *before* the side effect and completed after it. A claim with no result means
    the worker died in between: the executor then answers IDEMPOTENCY_MISSING_RESULT instead of
    guessing. PII-safe on purpose: no message text, only ids, names and outcome codes.
    """

    operation_id = models.CharField(max_length=250, unique=True)
    trace_id = models.CharField(max_length=200, db_index=True)
    step_id = models.CharField(max_length=40)
    user_id = models.BigIntegerField(db_index=True)
    capability = models.CharField(max_length=20)
    operation = models.CharField(max_length=40)
    claimed_at = models.DateTimeField()
    completed_at = models.DateTimeField(null=True, blank=True)
    ok = models.BooleanField(null=True)
    error_code = models.CharField(max_length=60, blank=True)
    # Ids of what was touched (task ids, event ids): enough to resume, nothing a user wrote.
    result = models.JSONField(null=True, blank=True)

    class Meta:
        verbose_name = "executed operation"

    def __str__(self) -> str:
        return self.operation_id
