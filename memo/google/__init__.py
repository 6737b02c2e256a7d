"""Google accounts, Calendar and Gmail: a user's Google connection and the capabilities that use it."""
