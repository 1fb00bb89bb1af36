"""The anchor for engine speed: random play of OpenSpiel's pure-Python block dominoes, in actions
per CPU second (chance actions included, as OpenSpiel applies them). Runs in its own environment
with open_spiel installed (`make bench-anchor`); prints one number."""

import random
import sys
import time

import pyspiel
from open_spiel.python.games import block_dominoes  # noqa: F401  (registers python_block_dominoes)


def main(seconds: float) -> None:
    game = pyspiel.load_game("python_block_dominoes")
    rng = random.Random(1)
    actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
    print(round(actions / (time.process_time() - start), 1))


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)
