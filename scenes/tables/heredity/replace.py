"""A disc put on the first free space of its kind may be dragged to another, a part of the
Heredity table's view.

An action given by its member and target puts its disc on the first free space the rules allow
(`places.Reading.act`): the spaces of a kind are all alike to the rules, so asking which one,
with a button per space, only slowed play. A player who wants another lifts that disc and drops
it on another free space of its kind: the table takes the placing back (an undo the rules allow)
and gives the space it was dropped on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import tr
from game.titles.heredity import model as m
from scenes.tables.heredity import art
from scenes.tables.heredity.places import Space
from scenes.widgets import token
from scenes.widgets.dragdrop import Drag

if TYPE_CHECKING:
    from game.engine import Session
    from scenes.control import TableControl
    from scenes.places import HitMap
    from scenes.tables.heredity.places import Reading
    from scenes.widgets.dragdrop import DragController

PLACED = "placed"           # the source of such a drag: (PLACED, the space the disc lies on)


class Replacing:
    """Mixed into the Heredity table: lifting the disc just placed, and dropping it elsewhere."""

    if TYPE_CHECKING:
        session: Session
        control: TableControl
        hits: HitMap
        drag: DragController
        drag_began: tuple | None
        reading: Reading

        @property
        def holder(self) -> int | None: ...

        def send(self, command, shown: tuple | None = None) -> bool: ...

        def refresh(self) -> None: ...

        def refuse(self, message: str) -> None: ...

    def placed_disc(self) -> Space | None:
        """The space the last command put a disc on, when its giver may take it back."""
        history = self.session.history
        last = history[-1] if len(history) > 1 else None
        if last is None or not isinstance(last.command, m.Space) or self.control.undo_refusal() is not None:
            return None
        placed = [e for e in last.events if isinstance(e, m.DiscPlaced) and e.space == last.command.space]
        return Space("space", placed[0].member, placed[0].space) if placed else None

    def other_spaces(self, placed: Space) -> list[Space]:
        """The free spaces of the same kind on the same member's body."""
        spaces = {s.id: s for b in self.reading.members[placed.member].bodies for s in b.spaces}
        kind = spaces[placed.space].kind
        return [Space("space", placed.member, s.id) for s in spaces.values()
                if s.kind == kind and not s.disc and not s.damage and s.id != placed.space]

    def lift_placed(self, pos) -> bool:
        """A press on the disc just placed starts a drag towards the other free spaces of its kind."""
        placed = self.placed_disc()
        rect = self.hits.rect(placed) if placed is not None else None
        if placed is None or rect is None or not rect.collidepoint(pos):
            return False
        targets = set(self.other_spaces(placed))
        legal = {(place, n): r for n, (place, r) in enumerate(reversed(self.hits.entries)) if place in targets}
        if not legal:
            return False
        image = token.disc(art.MEMBER_COLOURS[placed.member], min(rect.size))
        self.drag.press(Drag((PLACED, placed), image, rect, (pos[0] - rect.x, pos[1] - rect.y), legal), pos)
        self.drag_began = (self.session.state, self.holder)
        return True

    def replace_dropped(self, target: Any) -> None:
        """A lifted disc let go on another free space: the placing is taken back and given
        there (elsewhere it snaps back, and the prompt says where it may go)."""
        placed = self.placed_disc()
        if placed is None:
            return
        if target is None or not isinstance(target[0], Space):
            kind = next(s.kind for b in self.reading.members[placed.member].bodies for s in b.spaces
                        if s.id == placed.space)
            self.refuse(tr("heredity_table.refuse.replace", kind=tr(f"heredity.space.{kind}")))
            return
        seat = self.session.history[-1].command.seat
        self.control.undo()         # quietly: the disc moves, nothing was taken back to tell of
        if not self.send(m.Space(seat=seat, space=target[0].space)):
            self.refresh()          # refused (it said why): the question which space stands

    @staticmethod
    def lifted(source: Any) -> bool:
        """Whether a drag's source is a disc lifted from its space."""
        return isinstance(source, tuple) and source[:1] == (PLACED,)
