"""What Alone's rules write their events through: the engine's emitter, plus what every rule
needs — dice, the hero's losses and their consequences, and telling the hero what he perceives.

The program is the keeper of the secret map (KBM S.2 INFORMATION WEITERGEBEN): whatever the Evil
players would have to tell the hero at a real table is told here, truthfully, as `Told` events.
"""

from __future__ import annotations

import random

from game.engine.queue import Emitter
from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone import queued as fx
from game.titles.alone.content import content
from game.titles.alone.evolve import evolve


class AloneEmitter(Emitter[m.AloneState]):
    def __init__(self, state: m.AloneState, rng: random.Random) -> None:
        super().__init__(state, rng, evolve)

    # ---- dice ---------------------------------------------------------------------------------
    def roll(self, count: int, purpose: str) -> tuple[str, ...]:
        """[KBM S.10] throw `count` dice openly: the --setup faces first, then the random ones."""
        count = max(0, count)
        fixed = self.state.dice[:count]
        faces = content().dice.faces
        rolled = fixed + tuple(faces[self.rng.randrange(len(faces))] for _ in range(count - len(fixed)))
        self(m.DiceRolled(rolled, purpose, len(fixed)))
        return rolled

    # ---- the hero's tracks ------------------------------------------------------------------------
    def lose(self, health: int = 0, composure: int = 0, cause: str = "") -> None:
        """The hero loses health and composure; what a track at 0 cannot lose goes to the other
        (Holdout's reading: the Evil players need both at 0, KBM S.18). Both at 0: Evil wins."""
        state = self.state
        if self.over or (health <= 0 and composure <= 0):
            return
        health, composure = max(health, 0), max(composure, 0)
        took_health = min(health, state.health)
        took_composure = min(composure + health - took_health, state.composure)
        took_health = min(state.health, took_health + composure - min(composure, state.composure))
        if not (took_health or took_composure):
            return
        self(m.Lost(took_health, took_composure, cause))
        if self.state.health == 0 and self.state.composure == 0:
            self(m.GameEnded("evil_win"))
            return
        self.window("after_loss")

    def regain(self, health: int = 0, composure: int = 0) -> None:
        sheet = content().sheet
        health = min(health, sheet.health - self.state.health)
        composure = min(composure, sheet.composure - self.state.composure)
        if health > 0 or composure > 0:
            self(m.Regained(health=max(health, 0), composure=max(composure, 0)))

    def shocked(self, kind: str) -> None:
        """[KBM S.6 HELDEN UND SCHOCKS] a creature revealed right in the hero's sector."""
        amount = q.shock(self.state, kind)
        if amount and self.state.has_skill("nerves"):
            amount -= 1
        if amount and self.state.character == "commander" and "steady_first_shock" not in self.state.used:
            self(m.AbilityUsed("steady_first_shock"))
            amount -= 1
        self.tell("shock", kind=kind, count=amount)
        self.lose(composure=amount, cause="shock")

    # ---- windows for the Evil players ------------------------------------------------------------------
    def window(self, timing: str, sectors: tuple[str, ...] = ()) -> None:
        """Open a moment for instant cards (or the end of the turn): it waits only if some Evil
        player may play something then (see `evil.open_window`)."""
        if not self.over:
            self.push(fx.WindowOpen(timing=timing, sectors=sectors))

    # ---- telling the hero ---------------------------------------------------------------------------------
    def tell(self, what: str, **details) -> None:
        self(m.Told(what, **details))

    def reveal(self, sectors, shock: bool = True) -> None:
        """Sectors join the labyrinth with all their elements (KBM S.12): the hero is told what
        they are and which creatures stand there; one revealed in his own sector shocks him."""
        state = self.state
        here = q.board(state)
        new = [s for s in dict.fromkeys(sectors) if s not in state.revealed]
        if not new:
            return
        for sector in new:
            floor = here.floor(sector)
            if self.state.origin(floor) is None:
                self(m.OriginSet(floor, sector))
        self(m.Revealed(tuple(new)))
        for sector in new:
            spec = here.sectors[sector]
            self.tell("sector", kind=spec.room or "corridor", count=int(q.lit(self.state, sector)),
                      side="here" if sector == self.state.hero else "")
            for creature in self.state.in_sector(sector):
                self.tell("appears", kind=creature.kind, wounded=creature.wounded, creature=creature.id,
                          side="here" if sector == self.state.hero else "")
                if shock and sector == self.state.hero:
                    self.shocked(creature.kind)

    def look(self) -> None:
        """Hidden lit sectors that come into the hero's line of sight are revealed (KBM S.8)."""
        _, newly = q.board(self.state).sight(self.state.hero, self.state.revealed, self.state.lit,
                                              self.state.blocked)
        self.reveal(sorted(newly))

    def light(self, sectors, on: bool) -> None:
        """Light on or off in sectors; the hero sees it where the labyrinth shows them."""
        changed = [s for s in sectors if (s in self.state.lit) != on]
        if not changed:
            return
        self(m.LightChanged(tuple(changed), on))
        seen = sum(1 for s in changed if s in self.state.revealed)
        if seen:
            self.tell("light_on" if on else "light_off", count=seen)
        if on:
            self.look()

    def danger(self, sector: str, on: bool) -> None:
        self(m.DangerChanged(sector, on))
        if sector in self.state.revealed:
            self.tell("danger_placed" if on else "danger_removed", side="here" if sector == self.state.hero else "")
