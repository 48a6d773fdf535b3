#!/usr/bin/env python3
"""Writes the seeded-flaw corpus: a Heddle dataset (dataset/) of tasks on the stockroom repository, and truth.json,
what each task's flaw is and what really happens when each attempt's tests run.

Run from anywhere with Debian's python3 and pytest:  python3 tests/data/flawcorpus/make_corpus.py
Every patch is made by git from the edits in tasks_*.py; every outcome in truth.json is measured by running pytest
on a fresh copy of the repository with the patch applied. The script stops when an attempt does not behave as its
role says (a "correct" attempt failing a test, a "wrong" one of a clean task passing everything...).
The generator itself is corpus.py, shared with the second corpus (tests/data/flawcorpus2)."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import base  # noqa: E402
import corpus  # noqa: E402
import tasks_clean  # noqa: E402
import tasks_hostile  # noqa: E402
import tasks_missing  # noqa: E402
import tasks_over  # noqa: E402

if __name__ == "__main__":
    corpus.make(HERE, base.FILES, tasks_clean.TASKS + tasks_missing.TASKS + tasks_over.TASKS + tasks_hostile.TASKS,
                repository="stockroom", commit_message="stockroom 1.2.0", name="Seeded-flaw corpus",
                description="Tasks on stockroom with known, deliberately planted test flaws and clean controls; "
                            "truth.json beside the dataset says which.",
                source="heddle-flaw-corpus")
