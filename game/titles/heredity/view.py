"""What a seat sees of a Heredity game, and every command and event told in words.

[DE: Überblick: Karten] the chapter deck, the secret pile and the karma deck are face down: only
their counts show, and a face-down card is named by its number alone. Everything on the table,
the timeline (whose effects may be read at any time), the cards laid beside it and the open karma
discard are visible to everyone; a karma card shuffled back into the deck is out of sight. The
view's structs are in `shown.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from game.i18n import has, pick, seat_called, tr, trn
from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity import queued as fx
from game.titles.heredity import shown as sh
from game.titles.heredity.content import (
    GRID_COLS,
    GRID_ROWS,
    ActionDef,
    Edges,
    EncounterDef,
    ItemDef,
    KarmaDef,
    RuleDef,
    Side,
    Text,
    content,
)
from game.titles.heredity.content import Attack as AttackDef
from game.titles.heredity.geometry import Geometry, geometry
from game.titles.heredity.legal import legal_commands, member_choices, target_choices, to_move


def _text(value: Text | None) -> Text | None:
    return dict(value) if value else None


def card_view(state: m.HeredityState, card: str) -> sh.CardView:
    side = q.side(state, card)
    return sh.CardView(**_card_fields(state, card, side))


def _card_fields(state: m.HeredityState, card: str, side: Side) -> dict[str, Any]:
    """A card's fields, for a `CardView` or a struct that shows more of it (a timeline card, a
    carried item)."""
    return {"card": card, "face": q.face(state, card), "kind": side.kind, "title": _text(side.title),
            "story": _text(side.story), "band": side.band or None, "attach": side.attach or None,
            "source": content().cards[card].source, "encounter": _encounter_values(side.encounter),
            "item": _item_values(side.item), "action": _action_values(side.action), "rule": _rule_values(side.rule),
            "karma": _karma_values(side.karma), "counter": q.counter(state, card)}


def _encounter_values(enc: EncounterDef | None) -> sh.EncounterValues | None:
    if enc is None:
        return None
    hit = enc.attack
    attack = sh.EncounterAttack(kind=hit.kind, base=hit.base, range=hit.range, move=hit.move) if hit else None
    return sh.EncounterValues(name=dict(enc.name), life=enc.life, defence=enc.defence, attack=attack,
                              interact=[sh.Interaction(kind=x.kind, label=dict(x.label)) for x in enc.interact])


def _item_values(item: ItemDef | None) -> sh.ItemValues | None:
    if item is None:
        return None
    fields = [sh.ItemField(action=f.action, damage=f.damage, label=_text(f.label), attack=_attack(f.attack))
              for f in item.fields]
    return sh.ItemValues(name=dict(item.name), slot=item.slot, value=item.value, upgrade=item.upgrade, fields=fields)


def _attack(attack: AttackDef | None) -> sh.Attack | None:
    return None if attack is None else sh.Attack(kind=attack.kind, base=attack.base, range=attack.range)


def _action_values(action: ActionDef | None) -> sh.ActionValues | None:
    return None if action is None else sh.ActionValues(area=action.area, kind=action.kind, label=dict(action.label))


def _rule_values(rule: RuleDef | None) -> sh.RuleValues | None:
    return None if rule is None else sh.RuleValues(forbid=rule.forbid or None, areas=list(rule.areas), harm=rule.harm)


def _karma_values(karma: KarmaDef | None) -> sh.KarmaValues | None:
    return None if karma is None else sh.KarmaValues(sign=karma.sign, value=karma.value, skull=karma.skull)


def terrain_view(state: m.HeredityState) -> sh.Terrain:
    geo = geometry(state)
    full = q.full_areas(state)
    materials, items, markers, figures = _in_areas(state, geo)
    areas = [sh.Area(id=area, parts=list(locals_), level=geo.level(area),
                     cells=[[x, y] for _, x, y in sorted(geo.area_cells[area])],
                     neighbours={other: sorted(kinds) for other, kinds in geo.neighbours[area].items()},
                     capacity=geo.capacity(area), full=area in full, materials=materials.get(area, 0),
                     items=items.get(area) or [], markers=markers.get(area) or [], figures=figures.get(area) or [])
             for area, locals_ in geo.members.items()]
    return sh.Terrain(cards=[_terrain_card(state, placed) for placed in state.terrain], areas=areas)


def _terrain_card(state: m.HeredityState, placed: m.Placed) -> sh.TerrainCard:
    side = q.side(state, placed.card)
    edges = side.edges or Edges()
    return sh.TerrainCard(
        card=placed.card, face=q.face(state, placed.card), col=placed.col, row=placed.row, level=placed.level,
        title=dict(side.title), grid=list(side.grid), cell_size=[GRID_COLS, GRID_ROWS], lines=dict(side.lines),
        edges=sh.Edges(n=edges.n, s=edges.s, e=edges.e, w=edges.w),
        explore=[sh.ExploreSpot(edge=x.edge, card=x.card, cells=list(x.cells), open=x.card in state.deck)
                 for x in side.explore],
        levels=[sh.LevelSymbol(area=f"{placed.card}:{x.area}", card=x.card, to=f"{x.card}:{x.to}")
                for x in side.levels],
        immediate=[f"{placed.card}:{x.area}" for x in side.immediate],
        names={f"{placed.card}:{k}": dict(v) for k, v in side.names.items()})


def _in_areas(state: m.HeredityState, geo: Geometry) -> tuple[dict[str, int], dict[str, list[str]],
                                                              dict[str, list[sh.ActionMarker]], dict[str, list[str]]]:
    """What lies and stands in each area: materials, items, action markers and figures, each
    gathered in one pass (asking every area in turn went over them all once per area). The
    lists are new for every view."""
    materials: dict[str, int] = {}
    for pile in state.ground:
        if pile.area in geo.area:
            materials[geo.area[pile.area]] = materials.get(geo.area[pile.area], 0) + pile.n
    items: dict[str, list[str]] = {}
    for entry in state.items:
        if entry.area and entry.area in geo.area:
            items.setdefault(geo.area[entry.area], []).append(entry.card)
    markers: dict[str, list[sh.ActionMarker]] = {}
    for marker in state.action_markers:
        if marker.area in geo.area:
            markers.setdefault(geo.area[marker.area], []).append(sh.ActionMarker(id=marker.id, kind=marker.kind))
    figures: dict[str, list[str]] = {}
    for figure in state.figures:
        if figure.area in geo.area:
            figures.setdefault(geo.area[figure.area], []).append(figure.id)
    return materials, items, markers, figures


def member_view(state: m.HeredityState, name: str) -> sh.MemberView:
    who = q.member(state, name)
    return sh.MemberView(
        name=name, seat=q.controller(state, name), area=q.area_of(state, name) or None,
        bodies=[_body_view(name, b) for b in who.bodies],
        items=[_carried_view(state, entry) for entry in q.carried(state, name)], materials=who.materials,
        discs_free=q.discs_free(state, name), discs_loose=who.loose, discs_on_ally=who.ally_discs,
        violet=state.violet == name, dying=q.is_dying(state, name))


def _body_view(name: str, body: m.Body) -> sh.Body:
    spaces = [sh.BodySpace(id=f"{body.part}.{i}", kind=s.kind, damage_mark=s.damage, disc=body.discs[i],
                           damage=body.damage[i]) for i, s in enumerate(q.body_spaces(body, name))]
    return sh.Body(part=body.part, card=q.body_card(name, body.part), flipped=body.flipped, spaces=spaces)


def _carried_view(state: m.HeredityState, entry: m.Item) -> sh.CarriedItem:
    side = q.item_side(state, entry.card)
    fields = _card_fields(state, entry.card, q.side(state, entry.card))
    return sh.CarriedItem(**fields, side="left" if side.slot != "utility" else "right", slot=side.slot,
                          discs=list(entry.discs), damage=list(entry.damage), works=q.item_works(state, entry))


def marks_view(state: m.HeredityState) -> list[sh.Mark]:
    """Markers on areas (named as the geometry joins them) and figures, with their kind's name."""
    geo = geometry(state)
    shown = []
    for x in state.marks:
        special = content().special_marker(state.chapter, x.kind)
        name = dict(special.name) if special else {"en": tr("heredity.mark.standard", "en"),
                                                   "de": tr("heredity.mark.standard", "de")}
        shown.append(sh.Mark(kind=x.kind, at=geo.area.get(x.at, x.at), n=x.n, name=name, special=special is not None))
    return shown


def decision_view(state: m.HeredityState) -> sh.AnyDecision | None:
    effect = q.head(state)
    if state.outcome is not None or not q.is_decision(effect):
        return None
    seats = list(to_move(state))
    member = getattr(effect, "member", "") or None      # the member it is about, where it names one
    if isinstance(effect, fx.Target):
        return sh.TargetDecision(seats=seats, member=member, purpose=effect.section,
                                 options=target_choices(state, effect))
    if isinstance(effect, fx.Member):
        return sh.MemberDecision(seats=seats, member=member, purpose=effect.section,
                                 options=member_choices(state, effect), card=effect.card or None)
    if isinstance(effect, fx.Damage):
        return sh.DamageDecision(seats=seats, member=member, remaining=effect.n, space_kind=None)
    if isinstance(effect, fx.Space):
        return sh.SpaceDecision(seats=seats, member=member, remaining=effect.n, space_kind=effect.target or None,
                                moving=_move_paid_for(state))
    return _other_decision(effect, seats, member)


def _other_decision(effect: fx.AnyDecision, seats: list[int], member: str | None) -> sh.AnyDecision:
    if isinstance(effect, fx.Joint):
        return sh.JointDecision(seats=seats, member=member, target=effect.target, joined=list(effect.extra),
                                ally=effect.card or None)
    if isinstance(effect, fx.Ask):
        return sh.AskDecision(seats=seats, member=member, card=effect.card, question=dict(q.question(effect)))
    if isinstance(effect, fx.Trade):
        return sh.TradeDecision(seats=seats, member=member, members=[effect.member, effect.target])
    if isinstance(effect, fx.Pickup):
        return sh.PickupDecision(seats=seats, member=member)
    return sh.ActionsDecision(seats=seats, member=member)


def _move_paid_for(state: m.HeredityState) -> sh.Moving | None:
    """The move a leg space is being chosen for (its member and the area it goes to), so that the
    table shows the figure where it was put down while the disc is placed."""
    paid = next((e for e in state.queue[1:] if isinstance(e, fx.Perform)), None)
    if paid is None or paid.section != "move":
        return None
    geo = geometry(state)
    to = geo.area.get(paid.target)
    return sh.Moving(member=paid.member, to=to) if to else None


def view(state: m.HeredityState, seat: int | None = None) -> sh.HeredityView:
    chapter = content().chapters[state.chapter]
    return sh.HeredityView(
        title="heredity", chapter=state.chapter, chapter_title=dict(chapter.title), players=state.players,
        outcome=state.outcome, outcome_kind=_outcome_kind(state.outcome), terrain=terrain_view(state),
        timeline=[sh.TimelineCard(**_card_fields(state, slot.card, q.side(state, slot.card)),
                                  under=[card_view(state, card) for card in slot.under], marker=index == state.marker)
                  for index, slot in enumerate(state.timeline)],
        marker=state.marker, laid=[card_view(state, card) for card in state.laid],
        encounters=[_encounter_view(state, e) for e in state.encounters],
        members=[member_view(state, name) for name in m.MEMBERS],
        reading=card_view(state, state.reading) if state.reading else None,
        karma=sh.Karma(deck=len(state.karma_deck), discard=list(state.karma_discard),
                       last=card_view(state, state.karma_discard[-1]) if state.karma_discard else None),
        last_attack=attack_view(state), deck=len(state.deck), secrets=len(state.secrets), removed=list(state.removed),
        flags=list(state.flags), marks=marks_view(state), violet=state.violet or None,
        carried={x.card: x.n for x in state.carried}, decision=decision_view(state),
        legal=legal_commands(state, seat) if seat is not None else [])


def _encounter_view(state: m.HeredityState, entry: m.Encounter) -> sh.EncounterView:
    figures = [sh.Figure(id=f.id, area=f.area, damage=f.damage) for f in q.figures_of(state, entry.card)]
    return sh.EncounterView(card=entry.card, status=entry.status, discs=list(entry.discs), figures=figures)


def attack_view(state: m.HeredityState) -> m.AttackResolved | None:
    """The last attack; its karma card only while it lies on the open discard [DE: Karmakarten]."""
    attack = state.last_attack
    if attack is not None and attack.karma not in state.karma_discard:
        return msgspec.structs.replace(attack, karma="")
    return attack


def _outcome_kind(outcome: str | None) -> str | None:
    if outcome is None:
        return None
    ending = content().endings.get(outcome)
    return ending.kind if ending else "fail"


# ---- words -----------------------------------------------------------------------------------
def member_name(name: str, lang=None) -> str:
    return tr(f"heredity.member.{name}", lang)


def card_title(state: m.HeredityState, card: str, lang=None) -> str:
    return f"{card} {pick(q.side(state, card).title, lang)}"


def card_words(state: m.HeredityState, card: str, lang=None) -> str:
    """A card as the players know it: a face-down card by the number printed where it is named,
    any other with its title."""
    return card if q.is_face_down(state, card) else card_title(state, card, lang)


def figure_name(state: m.HeredityState, fid: str, lang=None) -> str:
    if q.is_member(fid):
        return member_name(fid, lang)
    card = q.figure_card(fid)
    return f"{pick(content().side(card, q.face(state, card)).encounter_def.name, lang)} ({fid})"


def area_name(state: m.HeredityState, area: str, lang=None) -> str:
    card, _, letter = area.partition(":")
    if card in content().cards:
        names = q.side(state, card).names
        if letter in names:
            return f"{pick(names[letter], lang)} ({area})"
    return area


def space_kind(state: m.HeredityState, name: str, space: str) -> str:
    """The kind of a member's body space ("torso.0" -> "hand"); "" for an item field or a flip."""
    part, _, number = space.partition(".")
    if part not in m.PARTS or not number.isdigit():
        return ""
    spaces = q.body_spaces(q.body(state, name, part), name)
    return spaces[int(number)].kind if int(number) < len(spaces) else ""


def space_name(space: str, lang=None, kind: str = "") -> str:
    """An action space by its card and number, and by its kind when the rules asked for one
    (the hand spaces lie on the torso card: "hand space 1 (torso)")."""
    if space.startswith("flip:"):
        return tr("heredity.words.flip", lang, part=tr(f"heredity.part.{space[5:]}", lang))
    if space.startswith("item:"):
        card, index = q.split_field(space)
        return tr("heredity.words.item_field", lang, item=pick(content().side(card, "a").item_def.name, lang),
                  n=index + 1)
    part, _, number = space.partition(".")
    if kind:
        return tr("heredity.words.kind_space", lang, kind=tr(f"heredity.space.{kind}", lang),
                  part=tr(f"heredity.part.{part}", lang), n=int(number) + 1)
    return tr("heredity.words.space", lang, part=tr(f"heredity.part.{part}", lang), n=int(number) + 1)


def weapon_name(weapon: str, lang=None) -> str:
    if weapon in ("punch", "kick"):
        return tr(f"heredity.action.{weapon}", lang)
    card, _ = q.split_field(weapon)
    return pick(content().side(card, "a").item_def.name, lang)


def target_name(state: m.HeredityState, target: str, lang=None) -> str:
    """A marker, card, interaction, figure, member, area, item field or item, in words."""
    if target in m.MEMBERS or q.figure(state, target) is not None:
        return figure_name(state, target, lang)
    if target.startswith("card:"):
        return pick(q.side(state, target[5:]).action_def.label, lang)
    if "#" in target:
        card, _, index = target.partition("#")
        return pick(q.side(state, card).encounter_def.interact[int(index)].label, lang)
    marker = next((a for a in state.action_markers if a.id == target), None)
    if marker is not None:
        return tr(f"heredity.marker.{marker.kind}", lang, area=area_name(state, marker.area, lang))
    if target.startswith("item:") or target.split(".")[0] in m.PARTS:
        return space_name(target, lang)
    if ":" in target:
        return area_name(state, target, lang)
    if target in content().cards:
        return card_words(state, target, lang)
    return target


def describe_command(state: m.HeredityState, cmd, lang=None) -> str:
    if isinstance(cmd, m.Act):
        words = {"member": member_name(cmd.member, lang),
                 "target": target_name(state, cmd.target, lang) if cmd.target else "",
                 "weapon": weapon_name(cmd.weapon, lang) if cmd.weapon else ""}
        return tr(f"heredity.command.act.{cmd.action}", lang, **words)
    if isinstance(cmd, m.Space):
        asked = q.head(state)
        kind = asked.target if isinstance(asked, fx.Space) else ""
        return tr("heredity.command.space", lang, space=space_name(cmd.space, lang, kind))
    if isinstance(cmd, m.Join):
        return tr("heredity.command.join", lang, member=member_name(cmd.member, lang),
                  weapon=weapon_name(cmd.weapon, lang))
    if isinstance(cmd, m.Damage):
        return tr("heredity.command.damage", lang, member=member_name(cmd.member, lang),
                  space=space_name(cmd.space, lang))
    if isinstance(cmd, m.Answer):
        question = pick(q.question(q.asked(state, fx.Ask)), lang)
        return tr("heredity.command.yes" if cmd.yes else "heredity.command.no", lang, question=question)
    if isinstance(cmd, m.ChooseMember):
        purpose = q.asked(state, fx.Member).section
        return tr(f"heredity.command.member.{purpose}", lang, member=member_name(cmd.member, lang))
    if isinstance(cmd, m.Target):
        return tr(f"heredity.command.target.{q.asked(state, fx.Target).section}", lang,
                  target=target_name(state, cmd.target, lang))
    if isinstance(cmd, m.Give):
        what = tr("heredity.words.material", lang) if cmd.card == "material" else card_title(state, cmd.card, lang)
        return tr("heredity.command.give", lang, member=member_name(cmd.giver, lang), what=what)
    if isinstance(cmd, m.Take):
        what = tr("heredity.words.materials", lang) if cmd.card == "material" else card_title(state, cmd.card, lang)
        return tr("heredity.command.take", lang, what=what)
    if isinstance(cmd, m.Drop):
        what = tr("heredity.words.material", lang) if cmd.card == "material" else card_title(state, cmd.card, lang)
        return tr("heredity.command.drop", lang, member=member_name(cmd.member, lang), what=what)
    if isinstance(cmd, m.Injure):
        return tr("heredity.command.injure", lang, member=member_name(cmd.member, lang),
                  part=tr(f"heredity.part.{cmd.part}", lang))
    return tr(f"heredity.command.{type(cmd).__struct_config__.tag}", lang)


def describe_event(state: m.HeredityState, event, lang=None) -> str | None:
    """One log line for `event`, told from the state just before it; None for bookkeeping."""
    if event.bookkeeping:
        return None
    handler = EVENT_WORDS.get(type(event))
    return handler(state, event, lang) if handler else None


def _karma_words(card: str, lang=None) -> str:
    return pick(content().side(card, "a").title, lang)


def _title(card: str, lang=None) -> str:
    return f"{card} {pick(content().side(card, 'a').title, lang)}"


def _player(seat: int, lang) -> str:
    """A player of the family: by the name they gave, else "Player 2"."""
    return seat_called(seat, tr("heredity.words.player", lang, n=seat + 1))


EVENT_WORDS: dict[type, Callable[[m.HeredityState, Any, str | None], str | None]] = {
    m.TableSetUp: lambda s, e, lang: trn("heredity.log.set_up", s.players, lang, chapter=s.chapter),
    m.CardTaken: lambda s, e, lang: tr("heredity.log.taken", lang, card=_title(e.card, lang)),
    m.CardTurned: lambda s, e, lang: tr("heredity.log.turned", lang, card=card_title(s, e.card, lang)),
    m.TimelinePlaced: lambda s, e, lang: tr("heredity.log.timeline", lang, card=card_title(s, e.card, lang),
                                            end=tr("heredity.words.left" if e.index == 0 else "heredity.words.right",
                                                   lang)),
    m.CardAttached: lambda s, e, lang: tr("heredity.log.attached", lang, card=card_title(s, e.card, lang),
                                          host=card_title(s, e.host, lang)),
    m.CardRemoved: lambda s, e, lang: tr("heredity.log.removed", lang, card=card_words(s, e.card, lang)),
    m.CardLaid: lambda s, e, lang: tr("heredity.log.laid", lang, card=card_title(s, e.card, lang)),
    m.CardRead: lambda s, e, lang: tr("heredity.log.read", lang, card=card_title(s, e.card, lang)),
    m.TerrainPlaced: lambda s, e, lang: tr("heredity.log.terrain", lang, card=_title(e.card, lang)),
    m.TimeMoved: lambda s, e, lang: tr("heredity.log.time", lang, card=card_title(s, s.timeline[e.index].card, lang)),
    m.DiscsReturned: lambda s, e, lang: tr("heredity.log.discs_returned", lang),
    m.FigurePlaced: lambda s, e, lang: tr("heredity.log.figure_placed", lang, who=_fig(s, e.figure, lang),
                                          area=area_name(s, e.area, lang)),
    m.FigureMoved: lambda s, e, lang: tr("heredity.log.figure_moved", lang, who=_fig(s, e.figure, lang),
                                         area=area_name(s, e.area, lang)),
    m.FigureRemoved: lambda s, e, lang: tr("heredity.log.figure_removed", lang, who=_fig(s, e.figure, lang)),
    m.ActionMarkerRemoved: lambda s, e, lang: tr("heredity.log.marker_removed", lang),
    m.ActionMarkerAdded: lambda s, e, lang: tr("heredity.log.marker_added", lang,
                                               kind=tr(f"heredity.space.{e.marker.kind}", lang)),
    m.MaterialMoved: lambda s, e, lang: tr("heredity.log.material", lang, n=e.n, source=_place(e.source, lang),
                                           target=_place(e.target, lang)),
    m.ItemMoved: lambda s, e, lang: tr("heredity.log.item", lang, card=card_title(s, e.card, lang),
                                        to=member_name(e.member, lang) if e.member else area_name(s, e.area, lang)),
    m.ItemsSwapped: lambda s, e, lang: tr("heredity.log.swapped", lang, card=card_title(s, e.card, lang),
                                          other=card_title(s, e.other, lang)),
    m.WrenchDone: lambda s, e, lang: tr("heredity.log.wrench", lang, card=card_title(s, e.card, lang)),
    m.DiscPlaced: lambda s, e, lang: tr("heredity.log.disc", lang, member=member_name(e.member, lang),
                                        space=space_name(e.space, lang, space_kind(s, e.member, e.space))),
    m.AllyDiscPlaced: lambda s, e, lang: tr("heredity.log.ally_disc", lang, member=member_name(e.member, lang),
                                            card=card_title(s, e.card, lang)),
    m.DamagePlaced: lambda s, e, lang: tr("heredity.log.damage", lang, member=member_name(e.member, lang),
                                          space=space_name(e.space, lang)),
    m.DamageKeptOff: lambda s, e, lang: tr("heredity.log.kept_off", lang, member=member_name(e.member, lang),
                                           item=card_title(s, e.card, lang), n=e.n,
                                           hazard=tr(f"heredity.hazard.{e.hazard}", lang)),
    m.DamageRemoved: lambda s, e, lang: tr("heredity.log.healed", lang, member=member_name(e.member, lang),
                                           space=space_name(e.space, lang)),
    m.SeriousInjury: lambda s, e, lang: tr("heredity.log.serious", lang, member=member_name(e.member, lang),
                                           part=tr(f"heredity.part.{e.part}", lang)),
    m.FigureDamaged: lambda s, e, lang: tr("heredity.log.figure_damaged", lang, who=_fig(s, e.figure, lang), n=e.n),
    m.AttackResolved: lambda s, e, lang: tr("heredity.log.attack", lang,
                                            who=", ".join(_fig(s, a, lang) for a in e.attackers),
                                            target=_fig(s, e.target, lang), base=e.base,
                                            karma=_karma_words(e.karma, lang), value=e.value, damage=e.damage),
    m.KarmaDrawn: lambda s, e, lang: tr("heredity.log.karma", lang, card=_karma_words(e.card, lang)),
    m.KarmaShuffled: lambda s, e, lang: trn("heredity.log.karma_shuffled", len(e.order), lang),
    m.KarmaExchanged: lambda s, e, lang: _exchange_words(e, lang),
    m.StatusChanged: lambda s, e, lang: tr("heredity.log.status", lang, card=card_title(s, e.card, lang),
                                           status=tr(f"heredity.status.{e.status}", lang)),
    m.EncounterAdded: lambda s, e, lang: tr("heredity.log.encounter", lang, card=card_title(s, e.card, lang),
                                            status=tr(f"heredity.status.{e.status}", lang)),
    m.FlagSet: lambda s, e, lang: None,
    m.CounterSet: lambda s, e, lang: trn("heredity.log.counter", e.n, lang, card=card_title(s, e.card, lang)),
    m.MarkSet: lambda s, e, lang: trn("heredity.log.mark", e.n, lang, kind=mark_name(s.chapter, e.kind, lang),
                                      where=_mark_place(s, e.at, lang)),
    m.VioletGiven: lambda s, e, lang: tr("heredity.log.violet", lang, member=member_name(e.member, lang)),
    m.CarriedSet: lambda s, e, lang: tr("heredity.log.carried", lang, name=carried_name(e.name, lang), n=e.n),
    m.SeatDone: lambda s, e, lang: tr("heredity.log.seat_done", lang, who=_player(e.seat, lang)),
    m.FamilyActionsEnded: lambda s, e, lang: tr("heredity.log.actions_ended", lang),
    m.MemberDied: lambda s, e, lang: tr("heredity.log.died", lang, member=member_name(e.member, lang)),
    m.ChapterEnded: lambda s, e, lang: ending_text(e.outcome, lang),
}


def _exchange_words(event: m.KarmaExchanged, lang=None) -> str:
    """Told by its public part, an exchange is the card leaving the game (`into` joins unseen)."""
    if not event.into:
        return tr("heredity.log.removed", lang, card=_karma_words(event.out, lang))
    return tr("heredity.log.karma_exchanged", lang, out=_karma_words(event.out, lang),
              into=_karma_words(event.into, lang))


def mark_name(chapter: int, kind: str, lang=None) -> str:
    special = content().special_marker(chapter, kind)
    return pick(special.name, lang) if special else tr("heredity.mark.standard", lang)


def carried_name(name: str, lang=None) -> str:
    """A campaign counter in words; one only a transcribed chapter knows shows as written."""
    key = f"heredity.carried.{name}"
    return tr(key, lang) if has(key, lang) else name.replace("_", " ")


def _mark_place(state: m.HeredityState, at: str, lang=None) -> str:
    return area_name(state, at, lang) if ":" in at else _fig(state, at, lang)


def ending_text(outcome: str, lang=None) -> str:
    ending = content().endings.get(outcome)
    return pick(ending.text, lang) if ending else tr(f"heredity.outcome.{outcome}", lang)


def _fig(state, fid: str, lang=None) -> str:
    return figure_name(state, fid, lang) if q.is_member(fid) or "." in fid else fid


def _place(where: str, lang=None) -> str:
    kind, _, name = where.partition(":")
    if kind == "member":
        return member_name(name, lang)
    if kind == "area":
        return name
    return tr("heredity.words.supply", lang)


# ---- card instructions in words ---------------------------------------------------------------
def section_lines(card: str, face: str, section: str, lang=None) -> list[tuple[int, str]]:
    """A section of a card side ("rules", "timeline", "defeated"...) as the card prints it: one
    line per instruction, with its depth under IF / OTHERWISE. Cards are named by number only,
    as the printed cards do, so nothing is told before it is taken."""
    return steps_lines(q.section_steps(card, face, section), lang)


def steps_lines(steps, lang=None, depth: int = 0) -> list[tuple[int, str]]:
    lines: list[tuple[int, str]] = []
    for step in steps:
        lines += _step_lines(step, lang, depth)
    return lines


def _step_lines(step, lang, depth: int) -> list[tuple[int, str]]:
    if step.op == "if":
        return _if_lines(step, lang, depth)
    if step.op in ("attach", "exchange"):
        lines = [(depth, STEP_WORDS[step.op](step, lang))]
        if step.else_:
            lines += [(depth, tr(f"heredity.step.{step.op}_else", lang))] + steps_lines(step.else_, lang, depth + 1)
        return lines
    return [(depth, STEP_WORDS[step.op](step, lang))]


def _if_lines(step, lang, depth: int) -> list[tuple[int, str]]:
    if step.ask is None and not step.then and step.else_:
        # nothing happens when the test holds ("if there is meltwater already, otherwise put one"):
        # it reads as the one case in which something does
        return [(depth, tr("heredity.step.unless", lang, test=_test_words(step, lang)))] + \
            steps_lines(step.else_, lang, depth + 1)
    if step.ask is not None:
        head, yes, no = tr("heredity.step.ask", lang, question=pick(step.ask, lang)), "yes", "no"
    else:
        head, yes, no = tr("heredity.step.if", lang, test=_test_words(step, lang)), "", "otherwise"
    lines = [(depth, head)]
    if yes:
        lines.append((depth, tr(f"heredity.step.{yes}", lang)))
    lines += steps_lines(step.then, lang, depth + 1)
    if step.else_:
        lines.append((depth, tr(f"heredity.step.{no}", lang)))
        lines += steps_lines(step.else_, lang, depth + 1)
    return lines


def _test_words(step, lang) -> str:
    tests = []
    if step.flag:
        tests.append(tr("heredity.test.flag", lang, flag=flag_name(step.flag, lang)))
    if step.not_flag:
        tests.append(tr("heredity.test.not_flag", lang, flag=flag_name(step.not_flag, lang)))
    if step.has_item:
        tests.append(tr("heredity.test.has_item", lang, card=step.has_item))
    if step.counter_max >= 0:
        key = "heredity.test.counter_max" if step.card else "heredity.test.counter_max_this"
        tests.append(trn(key, step.counter_max, lang, card=step.card))
    if step.karma:
        tests.append(tr("heredity.test.karma", lang, kind=tr(f"heredity.karma_test.{step.karma}", lang)))
    if step.in_area:
        tests.append(tr("heredity.test.in_area", lang, area=_area_words(step.in_area, lang)))
    if step.materials_min:
        tests.append(tr("heredity.test.materials_min", lang, n=step.materials_min))
    if step.gone:
        tests.append(tr("heredity.test.gone", lang, card=step.gone))
    return tr("heredity.test.and", lang).join(tests + _new_test_words(step, lang))


def _new_test_words(step, lang) -> list[str]:
    tests = []
    if step.mark:
        where = ", ".join(_place_words(p, lang) for p in step.at) or tr("heredity.words.anywhere", lang)
        tests.append(trn("heredity.test.marks_min", max(1, step.marks_min), lang,
                         kind=_any_mark_name(step.mark, lang), where=where))
    if step.item_value_min:
        tests.append(tr("heredity.test.item_value_min", lang, n=step.item_value_min))
    if step.carried_min >= 0:
        tests.append(tr("heredity.test.carried_min", lang, name=carried_name(step.name, lang), n=step.carried_min))
    if step.secret:
        tests.append(tr("heredity.test.secret", lang, card=step.secret))
    return tests


def _any_mark_name(kind: str, lang=None) -> str:
    """A marker kind in words, from whichever chapter lists it (card text names no chapter)."""
    for number in sorted(content().chapters):
        special = content().special_marker(number, kind)
        if special:
            return pick(special.name, lang)
    return tr("heredity.mark.standard", lang)


def _place_words(place: str, lang=None) -> str:
    if place in m.MEMBERS:
        return member_name(place, lang)
    if place == "acting":
        return tr("heredity.who.acting", lang)
    return _area_words(place, lang)


def _mark_words(step, lang) -> str:
    where = ", ".join(_place_words(p, lang) for p in step.at) or _who_words(step.who, lang)
    key = "heredity.step.mark_add" if step.n >= 0 else "heredity.step.mark_remove"
    return trn(key, abs(step.n), lang, kind=_any_mark_name(step.value or "standard", lang), where=where)


def _carry_words(step, lang) -> str:
    key = "heredity.step.carry_add" if step.value == "add" else "heredity.step.carry_set"
    return tr(key, lang, name=carried_name(step.name, lang), n=step.n)


def flag_name(flag: str, lang=None) -> str:
    """A story flag in words; a flag only a transcribed chapter knows shows as written."""
    key = f"heredity.flag.{flag}"
    return tr(key, lang) if has(key, lang) else flag.replace("_", " ")


def _area_words(area: str, lang=None) -> str:
    card, _, letter = area.partition(":")
    names = content().cards[card].a.names if card in content().cards else {}
    return f"{pick(names[letter], lang)} ({area})" if letter in names else area


def _who_words(who: str, lang=None) -> str:
    if who in m.MEMBERS:
        return member_name(who, lang)
    if who.startswith("area:"):
        return tr("heredity.who.area", lang, area=_area_words(who[5:], lang))
    return tr(f"heredity.who.{who or 'acting'}", lang)


def _moved_words(step, lang) -> str:
    if step.card:
        return tr("heredity.step.figures_of", lang, card=step.card)
    return _who_words(step.who or "all", lang)


def _counter_words(step, lang) -> str:
    key = "heredity.step.counter_add" if step.n >= 0 else "heredity.step.counter_remove"
    return trn(key + ("" if step.card else "_this"), abs(step.n), lang, card=step.card)


def _material_words(step, lang) -> str:
    if step.n < 0:
        return tr("heredity.step.pay", lang, n=-step.n)
    return tr("heredity.step.material", lang, who=_who_words(step.who, lang), n=step.n)


def _end_words(step, lang) -> str:
    ending = content().endings.get(step.value)
    return tr("heredity.step.end_win" if ending and ending.kind == "win" else "heredity.step.end_fail", lang)


def _this_or(key: str):
    """Words for a step naming a card, or this card when it names none."""
    return lambda step, lang: tr(f"heredity.step.{key}" if step.card else f"heredity.step.{key}_this", lang,
                                 card=step.card)


STEP_WORDS = {
    "take": lambda s, lang: tr("heredity.step.take", lang, card=s.card),
    "turn": _this_or("turn"),
    "timeline": lambda s, lang: tr("heredity.step.timeline", lang),
    "remove": _this_or("remove"),
    "terrain": lambda s, lang: tr("heredity.step.terrain", lang, card=s.card),
    "start_time": lambda s, lang: tr("heredity.step.start_time", lang),
    "damage": lambda s, lang: tr("heredity.step.damage_kind" if s.hazard else "heredity.step.damage", lang,
                                 who=_who_words(s.who, lang), n=s.n,
                                 hazard=tr(f"heredity.hazard.{s.hazard}", lang) if s.hazard else ""),
    "heal": lambda s, lang: tr("heredity.step.heal", lang, who=_who_words(s.who, lang), n=s.n),
    "material": _material_words,
    "item": lambda s, lang: tr("heredity.step.item", lang, who=_who_words(s.who, lang), card=s.card),
    "figures": lambda s, lang: trn("heredity.step.figures", len(s.at), lang,
                                   areas=", ".join(dict.fromkeys(_area_words(a, lang) for a in s.at))),
    "status": lambda s, lang: tr("heredity.step.status" if s.card else "heredity.step.status_this", lang,
                                 card=s.card, status=tr(f"heredity.status.{s.value}", lang)),
    "flag": lambda s, lang: tr("heredity.step.unflag" if s.value.startswith("!") else "heredity.step.flag", lang,
                               flag=flag_name(s.value.lstrip("!"), lang)),
    "counter": _counter_words,
    "karma": lambda s, lang: tr("heredity.step.karma", lang),
    "exchange": lambda s, lang: tr("heredity.step.exchange", lang, card=s.card),
    "attach": lambda s, lang: tr("heredity.step.attach", lang),
    "marker": lambda s, lang: tr("heredity.step.marker", lang, kind=tr(f"heredity.space.{s.value}", lang),
                                 areas=", ".join(_area_words(a, lang) for a in s.at)),
    "move": lambda s, lang: tr("heredity.step.move", lang, who=_moved_words(s, lang), area=_area_words(s.at[0], lang)),
    "end": _end_words,
    "family_actions": lambda s, lang: tr("heredity.step.family_actions", lang),
    "dying_check": lambda s, lang: tr("heredity.step.dying_check", lang),
    "violet": lambda s, lang: tr("heredity.step.violet", lang, who=_who_words(s.who, lang)),
    "mark": _mark_words,
    "carry": _carry_words,
}


def progress(state: m.HeredityState) -> str:
    return trn("heredity.progress", len(state.timeline), None, chapter=state.chapter,
               karma=len(state.karma_deck))
