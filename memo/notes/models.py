"""The second brain's notes."""
