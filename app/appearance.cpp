#include <app/appearance.h>

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

#include <optional>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

const QString &platformStyle()
{
    static const QString style = QApplication::style()->name();
    return style;
}

QString highContrastStyleSheet()
{
    return uR"(
QPushButton, QToolButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractScrollArea, QGroupBox, QMenu, QToolTip {
    border: 1px solid white;
}
QPushButton, QComboBox { padding: 3px 8px; }
QToolButton { padding: 2px 4px; }
QToolButton[autoRaise="true"] { border-color: #b0b0b0; }
QPushButton:focus, QToolButton:focus, QComboBox:focus, QLineEdit:focus, QAbstractSpinBox:focus,
QAbstractScrollArea:focus, QCheckBox:focus, QRadioButton:focus, QTabBar:focus {
    border: 2px solid #ffd700;
}
QPushButton:disabled, QToolButton:disabled, QComboBox:disabled, QLineEdit:disabled { border-color: #b0b0b0; }
QPushButton:checked, QToolButton:checked { background: #ffd700; color: black; }
QPushButton:hover, QToolButton:hover { background: #303030; }
QTabBar::tab { border: 1px solid white; padding: 4px 10px; }
QTabBar::tab:selected { background: #ffd700; color: black; }
QHeaderView::section { border: 1px solid white; padding: 2px 4px; background: black; color: white; }
QDockWidget::title { border-bottom: 1px solid white; padding: 3px; }
QMenu::item:selected, QMenuBar::item:selected { background: #ffd700; color: black; }
QComboBox::drop-down { border-left: 1px solid white; width: 18px; }
QComboBox::down-arrow { image: url(:/icons/down-arrow-high-contrast.svg); width: 10px; height: 6px; }
QCheckBox::indicator, QGroupBox::indicator, QRadioButton::indicator {
    width: 13px; height: 13px; border: 2px solid white; background: black;
}
QRadioButton::indicator { border-radius: 8px; }
QCheckBox::indicator:checked, QGroupBox::indicator:checked, QRadioButton::indicator:checked {
    background: #ffd700; border-color: #ffd700;
}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: #b0b0b0; }
)"_s;
}

} // namespace

Appearance appearanceFromName(const QString &name)
{
    if (name == u"light"_s)
        return Appearance::Light;
    if (name == u"dark"_s)
        return Appearance::Dark;
    if (name == u"high-contrast"_s)
        return Appearance::HighContrast;
    return Appearance::System;
}

QString appearanceName(Appearance appearance)
{
    switch (appearance) {
    case Appearance::Light: return u"light"_s;
    case Appearance::Dark: return u"dark"_s;
    case Appearance::HighContrast: return u"high-contrast"_s;
    case Appearance::System: break;
    }
    return u"system"_s;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x80, 0x80));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3e, 0x41, 0x45));
    p.setColor(QPalette::Mid, QColor(0x24, 0x25, 0x28));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x35, 0x74, 0xc4));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xee));
    p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xe0));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x44, 0x48, 0x4d));
    return p;
}

QPalette highContrastPalette()
{
    QPalette p;
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    const QColor yellow(0xff, 0xd7, 0x00);
    const QColor grey(0xb0, 0xb0, 0xb0); // disabled text: still 9:1 on black
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::Button, QPalette::ToolTipBase, QPalette::Shadow})
        p.setColor(role, black);
    p.setColor(QPalette::AlternateBase, QColor(0x1a, 0x1a, 0x1a));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText,
                      QPalette::Light, QPalette::Midlight})
        p.setColor(role, white);
    p.setColor(QPalette::Mid, grey);
    p.setColor(QPalette::Dark, grey);
    p.setColor(QPalette::PlaceholderText, grey);
    p.setColor(QPalette::BrightText, yellow);
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::Link, QColor(0x80, 0xd8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xe0, 0xb0, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, grey);
    p.setColor(QPalette::Disabled, QPalette::Highlight, grey);
    return p;
}

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

void applyAppearance(Appearance appearance)
{
    const QString &style = platformStyle();
    switch (appearance) {
    case Appearance::System:
        QApplication::setStyle(QStyleFactory::create(style));
        // A default palette hands the colours back to the platform theme, so its light/dark changes follow.
        QApplication::setPalette(QPalette());
        break;
    case Appearance::Light:
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case Appearance::Dark:
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
        QApplication::setPalette(darkPalette());
        break;
    case Appearance::HighContrast:
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
        QApplication::setPalette(highContrastPalette());
        break;
    }
    // Fusion draws its frames a shade darker than the window, which on black is no frame at all: high contrast
    // outlines every control and draws the keyboard focus as a thick yellow border.
    qApp->setStyleSheet(appearance == Appearance::HighContrast ? highContrastStyleSheet() : QString());
}

} // namespace heddle
