"""How colours are seen: WCAG contrast, colour-blind vision, and how far apart two colours look.

Pure arithmetic on sRGB triples (0-255), so that the tests can hold the theme to figures (text
at least 4.5:1 against its background; two colours that mean different things no closer than
ΔE2000 10 as a colour-blind player sees them, unless something besides colour tells them apart).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

RGB = tuple[int, int, int]
APART = 10.0            # ΔE2000 below which two colours are not to be told apart by colour alone


@dataclass(frozen=True)
class Pair:
    """Two colours that mean different things on one screen, and what else tells them apart."""

    what: str           # the two meanings, for the reader of a failing test
    one: tuple
    other: tuple
    cue: str = ""       # the second cue (a shape, a word, a place); "": colour alone


def linear(channel: int) -> float:
    """An sRGB channel as light (IEC 61966-2-1, the curve WCAG 2.x quotes)."""
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encoded(light: float) -> int:
    """Light back to an sRGB channel, clipped to what a screen shows."""
    light = min(1.0, max(0.0, light))
    c = light * 12.92 if light <= 0.0031308 else 1.055 * light ** (1 / 2.4) - 0.055
    return round(c * 255)


def luminance(colour: RGB) -> float:
    """WCAG 2.x relative luminance (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance)."""
    r, g, b = (linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: RGB, other: RGB) -> float:
    """WCAG 2.x contrast ratio, 1 to 21 (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(colour: tuple, background: RGB) -> RGB:
    """A colour with alpha as it shows laid over `background` (what a reader sees)."""
    if len(colour) < 4:
        return (colour[0], colour[1], colour[2])
    alpha = colour[3] / 255
    mixed = [round(c * alpha + b * (1 - alpha)) for c, b in zip(colour[:3], background, strict=True)]
    return (mixed[0], mixed[1], mixed[2])


# Machado, Oliveira & Fernandes 2009, "A Physiologically-based Model for Simulation of Color Vision
# Deficiency", IEEE TVCG 15(6), table of matrices at severity 1.0; applied to linear RGB.
VISIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def seen_by(colour: RGB, vision: str) -> RGB:
    """`colour` as a dichromat of `vision` sees it (Machado 2009, severity 1)."""
    light = [linear(c) for c in colour[:3]]
    r, g, b = (encoded(sum(m * c for m, c in zip(row, light, strict=True))) for row in VISIONS[vision])
    return (r, g, b)


def lab(colour: RGB) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour (sRGB → XYZ matrix of IEC 61966-2-1)."""
    r, g, b = (linear(c) for c in colour[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(one: RGB, other: RGB) -> float:
    """CIEDE2000 colour difference (Sharma, Wu & Dalal 2005, "The CIEDE2000 Color-Difference
    Formula: Implementation Notes", equations 1-17; kL = kC = kH = 1)."""
    (l1, a1, b1), (l2, a2, b2) = lab(one), lab(other)
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360
    h2 = math.degrees(math.atan2(b2, a2)) % 360
    dl, dc = l2 - l1, c2 - c1
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    dh_big = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6)) - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * c_mean
    sh = 1 + 0.015 * c_mean * t
    rt = (-2 * math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7))
          * math.sin(math.radians(60 * math.exp(-(((h_mean - 275) / 25) ** 2)))))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dh_big / sh) ** 2 + rt * (dc / sc) * (dh_big / sh))


def closest_seen(one: RGB, other: RGB) -> tuple[float, str]:
    """The smallest ΔE2000 between two colours under any of the three dichromacies, and which."""
    return min((delta_e(seen_by(one, vision), seen_by(other, vision)), vision) for vision in VISIONS)


def darkened(colour: RGB, against: RGB, ratio: float) -> RGB:
    """`colour`, darkened in steps of its own hue until `against` (a lighter ink) reads on it at
    `ratio`: a header keeps its colour and its white words their contrast."""
    shade = (colour[0], colour[1], colour[2])
    for step in range(1, 101):
        if contrast(shade, against) >= ratio:
            break
        scale = 1 - step / 100
        shade = (round(colour[0] * scale), round(colour[1] * scale), round(colour[2] * scale))
    return shade


def lightened(colour: RGB, against: RGB, ratio: float) -> RGB:
    """`colour`, mixed towards white until it reads on the darker `against` at `ratio`: a label
    keeps its colour on a dark panel."""
    shade = (colour[0], colour[1], colour[2])
    for step in range(1, 101):
        if contrast(shade, against) >= ratio:
            break
        shade = tuple(round(c + (255 - c) * step / 100) for c in colour[:3])     # type: ignore[assignment]
    return shade


def best_ink(fill: RGB, light: RGB, dark: RGB) -> RGB:
    """Of a light and a dark ink, the one that reads better on `fill`."""
    return light if contrast(light, fill) >= contrast(dark, fill) else dark
