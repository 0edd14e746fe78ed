"""A progress line on stderr: articles done, rate, time left. The library never prints; the
CLI hands :class:`Progress` to the pipeline as its callback."""

from __future__ import annotations

import sys
import time
from typing import TextIO

# On a terminal the bar redraws at most this often; into a file or pipe it writes a line
# every LOG_EVERY_SECONDS so that CI logs stay short.
REDRAW_SECONDS = 0.2
LOG_EVERY_SECONDS = 10.0


class Progress:
    def __init__(self, total: int, *, stream: TextIO | None = None, label: str = "articles") -> None:
        self.total = total
        self.done = 0
        self.label = label
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty()
        self.start = time.monotonic()
        self.last = 0.0

    def __call__(self, n: int) -> None:
        self.done += n
        now = time.monotonic()
        every = REDRAW_SECONDS if self.tty else LOG_EVERY_SECONDS
        if now - self.last >= every or self.done >= self.total:
            self.last = now
            self._draw(now)

    def _draw(self, now: float) -> None:
        elapsed = max(now - self.start, 1e-6)
        rate = self.done / elapsed
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        width = 24
        filled = int(width * self.done / self.total) if self.total else width
        bar = "#" * filled + "-" * (width - filled)
        msg = (
            f"[{bar}] {self.done}/{self.total} {self.label}, {rate:.1f}/s, "
            f"{_fmt(elapsed)} elapsed, {_fmt(left)} left"
        )
        if self.tty:
            self.stream.write("\r" + msg)
            if self.done >= self.total:
                self.stream.write("\n")
        else:
            self.stream.write(msg + "\n")
        self.stream.flush()


def _fmt(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 60}:{s % 60:02d}"
