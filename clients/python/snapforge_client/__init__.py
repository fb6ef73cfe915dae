"""Snapforge's Python client: `Snapforge(base_url, token)`, one method per REST operation (generated)."""

from ._http import SnapforgeError
from .client import Snapforge

__all__ = ["Snapforge", "SnapforgeError"]
