"""Integrations keep no tables of their own yet."""
