"""Tasks, reminders and lists arrive with the `database` capability."""
