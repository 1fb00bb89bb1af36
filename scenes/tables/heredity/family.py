"""A family member at the table [DE: Kartentypen, Familienmitglieder]: head, torso and legs top to
bottom, a head item, clothes and shoes on the left, up to three utility items on the right, the
unused discs above [DE: Tipp: nicht eingesetzte Aktionsscheiben oberhalb].

`MemberPanel` says where everything lies (`places`: what the table hit-tests); `draw_member`
paints what the member view holds. Discs still to use are drawn by the table, since they are dragged.
"""

from __future__ import annotations

import pygame

from game.i18n import tr
from game.titles.heredity import shown as sh
from scenes import style
from scenes.tables.heredity import art
from scenes.tables.heredity.places import Field, Flip, Item, Member, Place, Space
from scenes.widgets import token

HEADER = 42
LEFT_SLOTS = ("head", "clothes", "shoes")
DISC = 28


class MemberPanel:
    def __init__(self, member: sh.MemberView, rect: pygame.Rect) -> None:
        self.name = member.name
        self.rect = rect
        gap = 6
        row_h = (rect.height - HEADER - 4 * gap) // 3
        item_w = (rect.width - 4 * gap) * 30 // 100
        body_w = rect.width - 4 * gap - 2 * item_w
        self.header = pygame.Rect(rect.x, rect.y, rect.width, HEADER)
        self.discs = [pygame.Rect(rect.right - 10 - (3 - i) * (DISC + 6), rect.y + 6, DISC, DISC) for i in range(3)]
        self.violet = self.discs[0].move(-(DISC + 6), 0)      # the violet disc, left of the three
        self.bodies: dict[str, pygame.Rect] = {}
        self.spaces: dict[str, pygame.Rect] = {}
        self.left: list[pygame.Rect] = []
        self.right: list[pygame.Rect] = []
        for row, body in enumerate(member.bodies):
            y = rect.y + HEADER + gap + row * (row_h + gap)
            self.left.append(pygame.Rect(rect.x + gap, y, item_w, row_h))
            card = pygame.Rect(rect.x + 2 * gap + item_w, y, body_w, row_h)
            self.right.append(pygame.Rect(card.right + gap, y, item_w, row_h))
            self.bodies[body.part] = card
            local = art.space_rects(len(body.spaces), pygame.Rect(0, 0, card.width, card.height))
            for space, box in zip(body.spaces, local, strict=True):
                self.spaces[space.id] = box.move(card.topleft)
        self.items: dict[str, pygame.Rect] = {}
        self.fields: dict[str, pygame.Rect] = {}
        utility = iter(self.right)
        for item in member.items:
            slot = self.left[LEFT_SLOTS.index(item.slot)] if item.side == "left" else next(utility, None)
            if slot is None:
                continue
            self.items[item.card] = slot
            for index, box in enumerate(art.field_rects(len(item.item.fields), slot)):
                self.fields[f"item:{item.card}.{index}"] = box

    def disc_boxes(self, member: sh.MemberView) -> list[pygame.Rect]:
        """Where the member's discs lie when free: the three of their colour, then the violet one
        if a card gave it to them (spent last, so it shows as the one still free or spent)."""
        return self.discs + [self.violet] if member.violet else list(self.discs)

    def places(self) -> list[tuple[Place, pygame.Rect]]:
        """The panel's places, each under the ones drawn over it."""
        name = self.name
        return [*((Flip("flip", name, p), r) for p, r in self.bodies.items()),
                *((Item("item", c), r) for c, r in self.items.items()),
                *((Field("field", name, f), r) for f, r in self.fields.items()),
                *((Space("space", name, s), r) for s, r in self.spaces.items()), (Member("member", name), self.header)]


def draw_member(surface, panel: MemberPanel, member: sh.MemberView, seat_label: str, area_label: str,
                lang: str) -> None:
    colour = art.MEMBER_COLOURS[member.name]
    style.panel(surface, panel.rect, (28, 33, 41), style.BORDER, 10)
    pygame.draw.rect(surface, colour, (panel.rect.x, panel.rect.y + 8, 5, HEADER - 16), border_radius=2)
    name = tr(f"heredity.member.{member.name}", lang)
    style.draw_text(surface, name, (panel.rect.x + 14, panel.rect.y + 3), 21, style.TEXT, "bold")
    status = f"{seat_label} · {area_label}" if area_label else seat_label
    x = panel.rect.x + 14
    if member.dying:                         # [DE: Sterbende Familienmitglieder]
        dying = "☠ " + tr("heredity_table.member.dying", lang) + " · "
        x = style.draw_text(surface, dying, (x, panel.rect.y + 24), 15, style.DANGER, "condensed_bold").right
    style.draw_text(surface, status, (x, panel.rect.y + 25), 15, style.TEXT_DIM, "condensed")
    _header_counts(surface, panel, member, lang)
    for box in panel.disc_boxes(member)[member.discs_free:]:          # spent this round
        style.blit(surface, token.disc(art.VIOLET if box == panel.violet else colour, box.width, True), box)
    for body in member.bodies:
        _draw_body(surface, panel, member, body, lang)
    for index, slot in enumerate(LEFT_SLOTS):
        if panel.left[index] not in panel.items.values():
            style.blit(surface, art.empty_slot(slot, *panel.left[index].size, lang), panel.left[index])
    for rect in panel.right:
        if rect not in panel.items.values():
            style.blit(surface, art.empty_slot("utility", *rect.size, lang), rect)
    for item in member.items:
        if item.card in panel.items:
            _draw_item(surface, panel, member, item, lang)


def _header_counts(surface, panel: MemberPanel, member: sh.MemberView, lang: str) -> None:
    """Material on the member, and discs lying elsewhere than on a free space."""
    right = panel.disc_boxes(member)[-1].x - 10 if member.violet else panel.discs[0].x - 10
    words = []
    if member.discs_loose:
        words.append(tr("heredity_table.member.loose", lang, n=member.discs_loose))
    if member.discs_on_ally:
        words.append(tr("heredity_table.member.on_ally", lang, n=member.discs_on_ally))
    if words:
        style.draw_text(surface, " · ".join(words), (right, panel.rect.y + 28), 12, style.TEXT_DIM, "condensed",
                        "midright")
    if member.materials:
        crate = art.icon("material", 20, art.MATERIAL)
        label = style.text(f"×{member.materials}", 18, style.TEXT, "bold")
        x = right - label.get_width()
        style.blit(surface, label, (x, panel.rect.y + 4))
        style.blit(surface, crate, (x - 23, panel.rect.y + 5))


def _draw_body(surface, panel: MemberPanel, member: sh.MemberView, body: sh.Body, lang: str) -> None:
    rect = panel.bodies[body.part]
    kinds = tuple(s.kind for s in body.spaces)
    marks = tuple(s.damage_mark for s in body.spaces)
    card = art.body_card(member.name, body.part, body.flipped, kinds, marks, *rect.size, lang)
    style.blit(surface, card, rect)
    for space in body.spaces:
        box = panel.spaces[space.id]
        draw_marks(surface, box, member.name, space.disc, space.damage)


def draw_marks(surface, box: pygame.Rect, name: str, has_disc: bool, has_damage: bool) -> None:
    """A placed disc and a damage marker on a space; damage may lie under a disc."""
    if has_damage:
        mark = art.icon("damage", box.width - 6, art.DAMAGE)
        style.blit(surface, mark, mark.get_rect(center=box.center))
    if has_disc:
        image = token.disc(art.MEMBER_COLOURS[name], box.width - (14 if has_damage else 6))
        style.blit(surface, image, image.get_rect(center=box.center))


def _draw_item(surface, panel: MemberPanel, member: sh.MemberView, item: sh.CarriedItem, lang: str) -> None:
    rect = panel.items[item.card]
    style.blit(surface, art.item_card(item.card, item.face, *rect.size, lang), rect)
    for index in range(len(item.item.fields)):
        box = panel.fields[f"item:{item.card}.{index}"]
        draw_marks(surface, box, member.name, item.discs[index], item.damage[index])
    if not item.works:
        mark = token.badge("✖ " + tr("heredity_table.member.broken", lang), art.DAMAGE, 13)
        style.blit(surface, mark, mark.get_rect(bottomright=(rect.right - 3, rect.bottom - 3)))
