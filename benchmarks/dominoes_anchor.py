"""The anchor for engine speed: random play of OpenSpiel's pure-Python block dominoes, per CPU
second, in two units: actions (chance actions included, as OpenSpiel applies them: the deal is
over half of them) and decisions (a player's actions alone: a Holdout command is always one).
Runs in its own environment with open_spiel installed (`make bench-anchor`); prints the two
numbers, actions then decisions."""

import random
import sys
import time

import pyspiel
from open_spiel.python.games import block_dominoes  # noqa: F401  (registers python_block_dominoes)


def main(seconds: float) -> None:
    game = pyspiel.load_game("python_block_dominoes")
    rng = random.Random(1)
    actions = decisions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
            actions += 1
    elapsed = time.process_time() - start
    print(round(actions / elapsed, 1), round(decisions / elapsed, 1))


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)
