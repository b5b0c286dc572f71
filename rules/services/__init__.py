"""Writes, one module per area (HackSoft style: keyword-only, typed)."""
