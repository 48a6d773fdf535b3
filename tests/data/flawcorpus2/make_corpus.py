#!/usr/bin/env python3
"""Writes the second seeded-flaw corpus: a Heddle dataset (dataset/) of tasks on the agenda repository, and
truth.json, what each task's flaw is and what really happens when each attempt's tests run. Its layout and truth.json
are those of the first corpus (tests/data/flawcorpus); its library and its flaw instances are others.

Run from anywhere with Debian's python3 and pytest:  python3 tests/data/flawcorpus2/make_corpus.py
Every patch is made by git from the edits in tasks_*.py; every outcome in truth.json is measured by running pytest
on a fresh copy of the repository with the patch applied. The script stops when an attempt does not behave as its
role says (a "correct" attempt failing a test, a "wrong" one of a clean task passing everything...).
The generator itself (corpus.py) and edits.py are the first corpus's, in tests/data/flawcorpus."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(os.path.dirname(HERE), "flawcorpus")]  # base and tasks_*: here; corpus, edits: there

import base  # noqa: E402
import corpus  # noqa: E402
import tasks_clean  # noqa: E402
import tasks_hostile  # noqa: E402
import tasks_missing  # noqa: E402
import tasks_over  # noqa: E402

if __name__ == "__main__":
    corpus.make(HERE, base.FILES, tasks_clean.TASKS + tasks_missing.TASKS + tasks_over.TASKS + tasks_hostile.TASKS,
                repository="agenda", commit_message="agenda 0.4.0", name="Seeded-flaw corpus 2",
                description="Tasks on agenda with known, deliberately planted test flaws (other instances than the "
                            "first corpus's) and clean controls; truth.json beside the dataset says which.",
                source="heddle-flaw-corpus-2", compact_truth=True)
