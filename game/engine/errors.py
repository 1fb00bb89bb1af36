"""The one error that leaves the rules core for bad input."""

from __future__ import annotations

from game.i18n import tr


class RuleError(Exception):
    """A command or file the rules refuse.

    `code` is stable (`domain.name`, for tools and tests); `message()` is for the player, in their
    language. The translation key is `domain.error.name`.
    """

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def message(self, lang: str | None = None) -> str:
        domain, _, name = self.code.partition(".")
        return tr(f"{domain}.error.{name}", lang, **self.params)

    def __str__(self) -> str:
        return self.message("en")
