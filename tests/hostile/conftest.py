"""The program's own fixture for the tests that drive it."""

from tests.ui.conftest import app  # noqa: F401
