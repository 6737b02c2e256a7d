"""Every grammar module imports: one that fails is only logged at run time (so it cannot take the others down),
and its readings would silently be missing."""

from __future__ import annotations

import pkgutil
from importlib import import_module

import pytest

from memo.planning import rules

MODULES = sorted(m.name for m in pkgutil.iter_modules(rules.__path__))


@pytest.mark.parametrize("name", MODULES)
def test_the_grammar_module_imports(name: str) -> None:
    import_module(f"memo.planning.rules.{name}")


def test_each_reading_of_a_list_is_registered() -> None:
    rules.load()
    names = {f"{g.__module__.rsplit('.', 1)[-1]}.{g.__name__}" for g in rules.GRAMMARS}
    assert {"lists.add_items", "lists.show_list", "lists_change.change_items"} <= names
