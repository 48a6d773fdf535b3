// checked in infoverb.cpp for now
