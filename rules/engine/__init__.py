"""The resolver: pure Python, no Django."""
