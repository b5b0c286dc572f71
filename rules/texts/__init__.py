"""Rule texts as data, in pure Python (no Django): parsers for the official CR files and
the seed documents, word diffs, and rule references."""
