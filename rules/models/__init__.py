"""The rules app's models: rule texts (texts.py) and saved rulings (rulings.py)."""
