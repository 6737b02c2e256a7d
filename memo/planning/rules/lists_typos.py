"""Everyday things as a phone keyboard or a hurried thumb spells them: "bread and better", "tomatos", "brocoli".

An autocorrect turns a grocery word into a real word of its own ("butter" -> "better"), or a common misspelling
stays. On a list the intended thing is plain to a person, and the list should hold it as it is written in
the shop, so a list item that is exactly one of these words is read as the thing. Only whole items are
respelled, never a word inside a longer name, and only words that are no thing one buys as written.
"""

from __future__ import annotations

_RESPELLED: dict[str, str] = {
    # autocorrect: a real word in place of the thing
    "better": "butter",
    "bred": "bread",
    # misspellings of common groceries
    "chese": "cheese", "chesse": "cheese", "cheeze": "cheese",
    "tomatos": "tomatoes", "tomatoe": "tomato", "potatos": "potatoes", "potatoe": "potato",
    "brocoli": "broccoli", "brocolli": "broccoli", "broccolli": "broccoli",
    "bannanas": "bananas", "bananna": "banana", "banannas": "bananas", "bannana": "banana",
    "avacado": "avocado", "avacados": "avocados",
    "letuce": "lettuce", "lettice": "lettuce", "lettace": "lettuce",
    "spagetti": "spaghetti", "spaghetty": "spaghetti",
    "onoins": "onions", "onins": "onions", "carots": "carrots", "carrotts": "carrots",
    "coffe": "coffee", "cofee": "coffee", "suger": "sugar", "shampo": "shampoo",
    "cerial": "cereal", "ceral": "cereal", "yougurt": "yogurt", "yogourt": "yogurt",
    "tisues": "tissues", "diapars": "diapers", "dipers": "diapers",
    "cucumbres": "cucumbers", "cucumers": "cucumbers", "strawberrys": "strawberries", "cherrys": "cherries",
    "egs": "eggs", "mlik": "milk", "pepers": "peppers", "peper": "pepper", "oinions": "onions", "garlick": "garlic",
}


def respelled(item: str) -> str:
    """The item as the thing is spelt, when the whole item is a known slip of the keyboard."""
    return _RESPELLED.get(item.casefold(), item) if " " not in item else item


# "flower" is "flour" said by ear, which only the things around it tell: among baking goods it is the flour.
_BAKING = {"sugar", "eggs", "egg", "butter", "yeast", "baking powder", "baking soda", "cocoa", "vanilla",
           "brown sugar", "powdered sugar", "icing sugar", "chocolate chips", "margarine"}


def baking_flour(items: list[str]) -> list[str]:
    """The items with "flower" read as "flour" when another item is a baking good ("flower and sugar")."""
    if not any(i.casefold() in _BAKING for i in items):
        return items
    return [{"flower": "flour", "flowers": "flour"}.get(i.casefold(), i) if " " not in i else i for i in items]
