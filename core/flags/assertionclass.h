#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace heddle {

/// A kind of check that asserts an implementation detail the task's statement seldom asks for: a valid patch that
/// does the same thing another way fails it (a false-negative risk).
enum class AssertionClass {
    ExactMessage,   // the exact text of an exception or message
    PrivateName,    // a private attribute or function ("_name")
    UnorderedOrder, // the order of an unordered container (dict keys, sets) compared to a list
    ReprText,       // the repr or str of an object
    FloatEquality,  // floats compared with == instead of pytest.approx
    IdentityOrType, // identity ("is") or an exact type
    MockCalls,      // how a mock was called (assert_called_with, call_args, mock_calls)
    Timing,         // wall-clock time, sleeps, durations
};

/// What a class is called, how it is explained to a curator, and what finds it.
struct AssertionClassInfo {
    AssertionClass id;
    QString name;                // stable, for ids and the command line: "exact-message"
    QString check;               // completes "the attempt fails only test_x, which ...": "compares the exact text..."
    QString explanation;         // one line for the curator: why this check can reject a valid patch
    QStringList linePatterns;    // regular expressions on the failing statement (string contents and comments removed)
    QStringList messagePatterns; // regular expressions on the failure message
};

/// Every class, in the order classifyFailedCheck() tries them.
const QList<AssertionClassInfo> &assertionClasses();
const AssertionClassInfo &assertionClassInfo(AssertionClass id);

/// Which class a failing check belongs to, from its statement (the test line, continuation lines joined) and the
/// failure message; nullopt for a plain value check ("assert total == 3" failing with "assert 4 == 3"). Floats
/// compared exactly count only when the message does not show two clearly different numbers, and a list compared to
/// a dict's keys or a set only when it does not show different elements: those failures are wrong values, not
/// details. A list literal the result holds in another order is an unordered-order check too. Nothing is a detail
/// when no exception was raised at all ("DID NOT RAISE"), when raises(match=...) fails on another exception rather
/// than on the words, or when a private name the message names is not one the check uses (the patch's own code
/// lacks it). pytest's "+  where ..." explanation lines are not read.
std::optional<AssertionClass> classifyFailedCheck(QStringView statement, QStringView message);

/// The statement with the contents of string literals and any comment removed ("x == 'a b'  # c" -> "x == ''").
QString codeOnly(QStringView statement);

/// The names a test file binds to a caught exception or warning: `with pytest.raises(E) as caught:`,
/// `with self.assertRaises(E) as cm:`, `except E as problem:`.
QStringList caughtNames(QStringView fileText);
/// The statement with each of names written as `excinfo`, the name the classes' patterns know a caught exception by.
QString withCaughtNames(QStringView statement, const QStringList &names);

} // namespace heddle
