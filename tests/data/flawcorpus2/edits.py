"""Edits of the corpus repository's files: each task's reference and attempts are a list of them."""


def create(path, content):
    """A new file."""
    return ("create", path, content)


def replace(path, old, new, at_end=False):
    """old (which must occur exactly once) becomes new; with at_end, new is appended to the file instead."""
    return ("append" if at_end else "replace", path, old, new)


def apply(files, edits):
    """files (path -> text) after the edits, as a new dict."""
    out = dict(files)
    for edit in edits:
        if edit[0] == "create":
            out[edit[1]] = edit[2]
        elif edit[0] == "append":
            out[edit[1]] = out[edit[1]] + edit[3]
        else:
            _, path, old, new = edit
            text = out[path]
            if text.count(old) != 1:
                raise SystemExit(f"{path}: the text to replace occurs {text.count(old)} times: {old!r}")
            out[path] = text.replace(old, new)
    return out
