"""The words printed on Alone's reaction cards and item cards, made from the numbers the rules run on
(`content/reactions.toml`, `content/heroes.toml`), so what a card says and what it does never
disagree. Every sentence is Holdout's own."""

from __future__ import annotations

from game.i18n import pick, tr, trn
from game.titles.alone.content import CardDef, ItemDef, ItemUse, Op, card_of, content


def counted(noun: str, n: int, lang=None) -> str:
    """"1 creature", "2 creatures": a number with its noun, singular or plural."""
    return trn(f"alone.count.{noun}", n, lang)


def op_words(op: Op, lang=None) -> str:
    """One effect of a reaction card in words: "Move 1 creature up to 2 sectors."."""
    if op.op == "either":
        options = [" + ".join(op_words(o, lang).rstrip(".") for o in ops) for ops in op.options]
        return tr("alone.op.either", lang, options=tr("alone.op.or", lang).join(options))
    if op.op == "lose":
        key = "alone.op.lose_if_danger" if op.if_danger else "alone.op.lose"
        return tr(key, lang, loss=loss_words(op.health, op.composure, lang))
    key = f"danger_{op.where}" if op.op == "danger" else op.op
    if op.op == "boost" and op.that:
        key = "boost_that"
    if op.op in ("spawn", "respawn") and op.dist:
        key += "_closer" if op.dist < 0 else "_farther"
    creatures = op.creatures if op.op == "move" else op.count
    return tr(f"alone.op.{key}", lang, creatures=counted("creatures", creatures, lang),
              sectors=counted("sectors", abs(op.dist) if op.op in ("spawn", "respawn") else op.steps, lang),
              tokens=counted("tokens", op.count, lang), dice=counted("dice", op.dice or op.count, lang),
              cards=counted("cards", op.count, lang), hits=counted("hits", op.count, lang))


def loss_words(health: int, composure: int, lang=None) -> str:
    parts = []
    if health:
        parts.append(tr("alone.op.health", lang, n=health))
    if composure:
        parts.append(tr("alone.op.composure", lang, n=composure))
    return tr("alone.op.and", lang).join(parts)


def ops_words(ops, lang=None) -> str:
    return " ".join(op_words(op, lang) for op in ops)


def card_def(card: str) -> CardDef:
    return content().cards[card_of(card)]


def trigger_words(card: str, lang=None) -> str:
    """When the card may be played: its trigger, and for an instant card the moment."""
    spec = card_def(card)
    words = tr(f"alone.trigger.{spec.trigger}", lang)
    if spec.instant:
        words += " · " + tr(f"alone.instant.{spec.instant}", lang)
    return words


def card_text(card: str, lang=None) -> tuple[str, str]:
    """(the top half, the whole text when dangerous) of a reaction card. The dangerous text is
    written as what it adds to the top half when it starts with it, as the printed cards do."""
    spec = card_def(card)
    effect = ops_words(spec.effect, lang)
    extra = spec.dangerous[len(spec.effect):] if spec.dangerous[:len(spec.effect)] == spec.effect else spec.dangerous
    dangerous = ops_words(extra, lang)
    if extra is not spec.dangerous:
        dangerous = tr("alone.op.also", lang, words=dangerous)
    return effect, dangerous


def either_labels(card_path: str, lang=None) -> list[str]:
    """The options of an "either" effect being resolved ("design:part:index", as the rules name
    it), in words."""
    design, part, index = card_path.split(":")
    op = getattr(content().cards[design], part)[int(index)]
    return [" + ".join(op_words(o, lang).rstrip(".") for o in chosen) for chosen in op.options]


# ---- items ---------------------------------------------------------------------------------------------
def item_def(card: str) -> ItemDef:
    return content().items[card_of(card)]


def use_words(spec: ItemDef, use: ItemUse, lang=None) -> str:
    """What one use of an item does."""
    action = spec.action
    if action == "attack":
        key = "attack_permanent" if spec.permanent else "attack"
        words = [tr(f"alone.use.{key}", lang, dice=counted("dice", use.dice, lang))]
        if use.per_use > 1:
            words.append(tr("alone.use.per_use", lang, charges=counted("charges", use.per_use, lang)))
        if use.area:
            words.append(tr("alone.use.adjacent" if use.adjacent else "alone.use.area", lang))
        if use.range:
            words.append(tr("alone.use.range", lang, sectors=counted("sectors", use.range, lang)))
        return " ".join(words)
    if action == "move":
        return tr("alone.use.move", lang, sectors=counted("sectors", use.steps, lang))
    if action == "explore":
        return tr("alone.use.explore", lang, sectors=counted("sectors", use.sectors, lang))
    if action == "locate":
        found = tr("alone.use.locate", lang, targets=counted("targets", use.targets, lang))
        return found + (" " + tr("alone.use.direction", lang) if use.direction else "")
    return _interact_words(use, lang)


def _interact_words(use: ItemUse, lang) -> str:
    if use.doors:
        return tr("alone.use.doors", lang, doors=counted("doors", use.doors, lang))
    if use.switchbox:
        return tr("alone.use.switchbox", lang, sectors=counted("sectors", use.switchbox, lang))
    if use.light == 0:
        return tr("alone.use.light_here", lang)
    if use.light > 0:
        return tr("alone.use.light", lang, sectors=counted("sectors", use.light, lang))
    parts = []
    if use.health or use.composure:
        parts.append(tr("alone.use.regain", lang, what=loss_words(use.health, use.composure, lang)))
    if use.adrenaline:
        parts.append(tr("alone.use.adrenaline", lang, n=use.adrenaline))
    return " ".join(parts)


def item_text(card: str, upgraded: bool, lang=None) -> str:
    spec = item_def(card)
    return use_words(spec, spec.use(upgraded), lang)


def upgrade_text(card: str, lang=None) -> str:
    """What the item does once upgraded, for its card's lower half."""
    spec = item_def(card)
    return tr("alone.use.upgraded", lang, words=use_words(spec, spec.use(True), lang))


def item_title(card: str, lang=None) -> str:
    return pick(item_def(card).name, lang)
