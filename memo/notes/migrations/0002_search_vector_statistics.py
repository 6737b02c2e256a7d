"""Finer statistics on the notes' tsvector, so the planner tells common words from rare ones.

Full-text candidates are fetched with "ORDER BY id DESC LIMIT n": PostgreSQL should answer that from
the GIN index when the words are rare and by walking the primary key when they are common. With the
default statistics target it overestimated rare OR-queries (1,539 rows estimated, 2 real) and walked
all 100,000 rows of a user (~400 ms); with 1000 the same searches take ~5 ms (bench/notes_retrieval.py).
"""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ("notes", "0001_initial"),
    ]

    operations = [
        migrations.RunSQL(
            "ALTER TABLE notes_notechunk ALTER COLUMN search_vector SET STATISTICS 1000",
            "ALTER TABLE notes_notechunk ALTER COLUMN search_vector SET STATISTICS -1",
        ),
    ]
